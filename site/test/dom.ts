// Component tests render React into happy-dom; API tests run without it (it replaces fetch).
import { GlobalRegistrator } from '@happy-dom/global-registrator';

GlobalRegistrator.register({ url: 'http://localhost:4321/' });
