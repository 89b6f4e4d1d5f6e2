/**
 * Compiles the message catalogues (messages/*.json) into typed message functions (messages/compiled), one module per
 * message so that a page ships only the messages it imports. The catalogues' format is read by the plugin installed
 * from the registry, never fetched at run time. Run after changing a catalogue: `npm run messages`.
 */
import { compileProject, writeOutput, type CompilerOptions } from '@inlang/paraglide-js';
import messageFormat from '@inlang/plugin-message-format';
import { loadProjectFromDirectory } from '@inlang/sdk';
import fs from 'node:fs';
import { join } from 'node:path';

export const PROJECT = join(import.meta.dir, '..', 'messages', 'project.inlang');
export const COMPILED = join(import.meta.dir, '..', 'messages', 'compiled');

/** The compiled files, by path under messages/compiled. */
export async function compiledMessages(): Promise<Record<string, string>> {
  const project = await loadProjectFromDirectory({ path: PROJECT, fs, providePlugins: [messageFormat] });
  const errors = await project.errors.get();
  if (errors.length) throw new Error('The message catalogues could not be read.', { cause: errors });
  const compilerOptions: CompilerOptions = {
    project: PROJECT,
    outdir: COMPILED,
    // The page's language is its address's, passed to each message by the page; no cookie or URL guessing here.
    strategy: ['baseLocale'],
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    // Its README names the folder it was compiled in, which differs between clones.
    emitReadme: false,
  };
  try {
    return await compileProject({ compilerOptions, project, projectPath: PROJECT });
  } finally {
    await project.close();
  }
}

if (import.meta.main) {
  await writeOutput({ directory: COMPILED, output: await compiledMessages(), cleanDirectory: true, fs: fs.promises });
  console.log(`Messages compiled into ${COMPILED}`);
}
