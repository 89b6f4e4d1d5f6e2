// Component tests render React into happy-dom; API tests run without it (it replaces fetch).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Bun's own Request/Response/Headers, kept for tests that drive the real API in process beside the DOM. */
export const bunWeb = { Request, Response, Headers };

GlobalRegistrator.register({ url: 'http://localhost:4321/' });
