// Component tests render React into happy-dom; API tests run without it (it replaces fetch).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Bun's own Request/Response/Headers, kept for tests that drive the real API in process beside the DOM. */
export const bunWeb = { Request, Response, Headers };

GlobalRegistrator.register({ url: 'http://localhost:4321/' });

// Bun's Worker runs real threads, to which happy-dom's File and Blob do not travel: a page here has no workers
// (the identify screen then makes its photo copies on the page, as browsers without them do).
Object.assign(globalThis, { Worker: undefined });
