/**
 * Checks that keep `npm ci --prefix bench` exact. A dependency declared by a dist-tag ("latest") is resolved
 * against the registry at install time: the day a new version is published, the lock file no longer matches and
 * `npm ci` refuses it. Such a dependency must be pinned in bench/package.json's `overrides`.
 */
type LockFile = { packages?: Record<string, { dependencies?: Record<string, string> }> };

/** A version spec that is a dist-tag, not a range, a version, a URL or an alias. */
function isDistTag(spec: string): boolean {
  return /^[A-Za-z][\w.-]*$/.test(spec) && !/^v?\d/.test(spec);
}

export type FloatingDependency = { name: string; spec: string; requiredBy: string };

/** Dependencies in the lock file declared by a dist-tag and not pinned by an override. */
export function unpinnedFloatingDependencies(
  lock: LockFile,
  overrides: Record<string, unknown> = {},
): FloatingDependency[] {
  const found: FloatingDependency[] = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    for (const [name, spec] of Object.entries(entry.dependencies ?? {})) {
      if (isDistTag(spec) && !(name in overrides)) {
        found.push({ name, spec, requiredBy: location.replace(/^.*node_modules\//, '') || 'bench' });
      }
    }
  }
  return found;
}

/** The packages that `npm ci` names when it refuses a lock file that no longer matches. */
export function packagesRefusedByNpmCi(output: string): string[] {
  const names = new Set<string>();
  for (const match of output.matchAll(/Missing: (\S+) from lock file/g)) names.add(match[1]!);
  for (const match of output.matchAll(/Invalid: lock file's (\S+) does not satisfy (\S+)/g)) names.add(match[2]!);
  return [...names];
}
