// Test processes hash passwords at Argon2id's smallest cost: the suites register thousands of accounts, and each
// hash at the product's cost (64 MiB) takes 0.2–1.6 s on a busy 2-core machine. The product's cost is checked in
// api/src/lib/password.test.ts, and servers a test starts as processes keep it.
import { hashPasswordsCheaplyInTests } from '../api/src/lib/password';

hashPasswordsCheaplyInTests();
