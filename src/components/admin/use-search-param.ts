import { useSearchParams } from 'react-router';

/**
 * An admin list's filters live in its address (`?q=`, `?status=`), so that Back, a reload or a shared link shows the
 * same list: the value of a parameter, and a setter that drops it when empty and keeps the others.
 */
export function useSearchParam(): [(name: string) => string | null, (name: string, value: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  function setParam(name: string, value: string | undefined) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      return updated;
    });
  }
  return [(name) => params.get(name), setParam];
}
