import { useCallback } from 'react';
/** A picture already stored (its address), or a file chosen in this visit and not yet uploaded. */
export type PreviewChoice = { kind: 'existing'; url: string } | { kind: 'new'; file: File };

const SIZE = 96;

/**
 * A thumbnail of a stored image or of a file chosen in this visit (a product's pictures, a repair's photos). A chosen file is shown through an
 * object URL that lives exactly as long as the <img>: made when it mounts, revoked when it goes.
 */
export function ImagePreview({ choice, alt }: { choice: PreviewChoice; alt: string }) {
  const file = choice.kind === 'new' ? choice.file : null;
  const attachObjectUrl = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  const className = 'h-24 w-24 rounded-md border border-gray-200 bg-gray-100 object-cover';
  return choice.kind === 'existing' ? (
    <img src={choice.url} alt={alt} width={SIZE} height={SIZE} decoding="async" className={className} />
  ) : (
    <img ref={attachObjectUrl} alt={alt} width={SIZE} height={SIZE} className={className} />
  );
}
