type Value = string | Value[] | { [key: string]: Value };

/**
 * Decodes Stripe's wire format for parameters: `a[b][0][c]=1&expand[0]=x` (form body or query string)
 * into nested objects and arrays, values left as strings the way Stripe receives them.
 */
export function parseStripeParams(params: URLSearchParams): Record<string, Value> {
  const root: Record<string, Value> = {};
  for (const [name, value] of params) {
    const [head, ...rest] = name.split('[');
    const keys = [head!, ...rest.map((part) => part.replace(/\]$/, ''))];
    let node: any = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(keys[index + 1]!);
      const slot = Array.isArray(node) && key === '' ? node.length : key;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}
