/**
 * Compiles only when the two types accept the same values. A schema that mirrors a type declared in a package
 * shared with the browser (which must not load the schema library) is checked against it this way.
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Agree<Check extends true> = Check;
