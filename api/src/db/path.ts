import { join } from 'node:path';

export const databasePath = (dataDir: string) => join(dataDir, 'reefid.sqlite');
