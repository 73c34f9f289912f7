// the shell is no federation container (it starts the runtime itself once signed in): its entry
// needs no asynchronous boundary before React
import './bootstrap';
