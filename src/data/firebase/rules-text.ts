/** The rules language's spelling of the domain's values, for the generated blocks of firebase/firestore.rules. */

/** A list as the rules write it: ['a', 'b']. */
export function list(values: readonly (string | number)[]): string {
  return `[${values.map((value) => `'${value}'`).join(', ')}]`;
}

/** A long list as the rules write it, wrapped at `width` characters after its first line's `start`. */
export function wrappedList(values: readonly string[], start: string, width = 118): string {
  const indent = ' '.repeat(start.length + 1);
  const lines: string[] = [];
  let line = `${start}[`;
  values.forEach((value, i) => {
    const item = `'${value}'${i < values.length - 1 ? ',' : ']'}`;
    if (line.length + item.length + 1 > width && !line.endsWith('[')) {
      lines.push(line);
      line = indent + item;
    } else {
      line += (line.endsWith('[') ? '' : ' ') + item;
    }
  });
  return [...lines, line].join('\n');
}

/** A generated block: the file that makes it, and its text. */
export type GeneratedBlock = { source: string; make: () => string };
