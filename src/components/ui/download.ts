/** Saves a file the page made, under `name`, as a download. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is not needed after.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
