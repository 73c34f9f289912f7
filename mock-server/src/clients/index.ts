/** A company's clients: the ones its projects' hours are billed to. */
export { clientRoutes } from './routes';
export { clientById, clientsOf } from './queries';
