/**
 * The catalogue's part of a full build as a process of its own (runAstroBuild starts it at nice 10): its memory is
 * given back when it ends, whatever the server holds. Input as JSON in FULL_BUILD; prints what it wrote as JSON.
 */
import { writeCatalogueFiles, type CatalogueFilesInput } from './full-build';

const input = JSON.parse(process.env.FULL_BUILD ?? '') as CatalogueFilesInput;
const written = await writeCatalogueFiles(input);
process.stdout.write(`${JSON.stringify(written)}\n`);
