// Test processes hash passwords at Argon2id's smallest cost: the suites register thousands of accounts, and each
// hash at the product's cost (64 MiB) takes 0.2–1.6 s on a busy 2-core machine. Preloaded by `bun test` (bunfig.toml)
// and by the browser suite's server (playwright.config.ts). The product's cost is checked in api/src/lib/password.test.ts;
// servers other tests start as processes keep it.
import { hashPasswordsCheaplyInTests } from '../api/src/lib/password';

hashPasswordsCheaplyInTests();
