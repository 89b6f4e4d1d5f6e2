import { dlopen, FFIType } from 'bun:ffi';

/** mallopt's parameter for the size from which glibc's malloc serves a block by mmap (malloc.h). */
const M_MMAP_THRESHOLD = -3;
/** Blocks this large or larger are mapped for themselves and unmapped when freed: every image row buffer and copy. */
const MAPPED_FROM_BYTES = 128 * 1024;

/**
 * libvips (through sharp) allocates with the C library's malloc. glibc raises its mmap threshold to the size of
 * each large block freed (up to 32 MB), so after the first photo every decode buffer comes from the heap, and
 * the heap keeps what is freed: the server's memory grew by about 90 MB per 12 MP photo until it held several
 * photos' worth for good. A fixed threshold sends large blocks back to the kernel when freed, for about 10% more
 * time per copy (decision 109). Elsewhere than glibc (musl, macOS) there is nothing to set; returns whether it was.
 */
export function returnFreedImageMemory(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const libc = dlopen('libc.so.6', { mallopt: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 } });
    const set = libc.symbols.mallopt(M_MMAP_THRESHOLD, MAPPED_FROM_BYTES) === 1;
    libc.close();
    return set;
  } catch {
    return false; // not glibc
  }
}
