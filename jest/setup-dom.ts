import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { loadDateLibrary } from '../shared/src/format/dateLibrary';
import { provideIdCipher } from '../shared/src/ids/idCipher';

// in the product luxon and the id cipher load on demand after sign-in (see dateLibrary.ts and
// idCipher.ts); in unit tests they are there from the start (test files encode ids at load time)
provideIdCipher({ AES, Utf8 });
beforeAll(() => loadDateLibrary());

// findBy/waitFor wait up to 5 s (not 1 s): a loaded 2-core machine must not fail a correct page
configure({ asyncUtilTimeout: 5000 });
