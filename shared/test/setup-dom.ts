import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { provideIdCipher } from '../src/ids/idCipher';
import * as dataTable from '../src/ui/table/DataTable';
import { provideDataTable } from '../src/ui/table/OnDemandDataTable';
import { provideFeatureLoader } from '../src/areas/remoteFeature';
import { serveApiDuringTests } from './kit/network';
import { sourceFeatureLoader } from './kit/features';

// in the product the id cipher and the data table load on demand after sign-in (see
// onDemandModule.ts); in unit tests they are there from the start (test files encode ids at load time)
provideIdCipher({ AES, Utf8 });
provideDataTable(dataTable);

// findBy/waitFor wait up to 5 s (not 1 s): a loaded 2-core machine must not fail a correct page
configure({ asyncUtilTimeout: 5000 });
// a test may hold several such waits and type whole passwords key by key, so it gets 30 s in all: with
// jest's default of 5 s, one slow wait on a loaded CI machine failed a correct test ("Exceeded timeout")
jest.setTimeout(30_000);

// component tests reach the API over fetch, served by MSW from the contract (shared/test/kit/network.ts)
serveApiDuringTests();

// in the product the shell loads another remote's features from its live release through
// federation; in component tests they come from the owner's source, as its package exports them
provideFeatureLoader(sourceFeatureLoader);
