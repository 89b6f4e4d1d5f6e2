/**
 * Operator command: `npm run create-admin -- <username> <email> <password>`
 * Creates the admin (or promotes the existing account of that name) in DATA_DIR's database.
 */
import { openDatabase } from '../api/src/db/client';
import { loadConfig } from '../api/src/env';
import { accounts } from '../api/src/modules/accounts';
import { checkRegistration, firstError } from '../rules/account';
import { ruleMessage } from '../api/src/lib/error-messages';

const [username, email, password] = process.argv.slice(2);
if (!username || !email || !password) {
  console.error('Usage: npm run create-admin -- <username> <email> <password>');
  process.exit(2);
}
const problem = firstError(checkRegistration({ username, email, password }));
if (problem) {
  console.error(ruleMessage(problem));
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
const admin = await accounts.ensureAdmin(database.db, { username, email, password });
await database.close();
console.log(`Admin "${admin.username}" is ready (id ${admin.id}) in ${config.dataDir}.`);
