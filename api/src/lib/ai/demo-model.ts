/** The model name `npm run demo` uses; identifications it answered are labelled 'demo mode'. */
export const DEMO_MODEL = 'reefid-demo-mode';
