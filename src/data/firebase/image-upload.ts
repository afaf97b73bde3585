import type { FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getDownloadURL, getStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import type { EmulatorHost } from '@/config/build-env';
import type { ImageUpload } from './image-file';

/**
 * Cloud Storage, loaded by the adapter with a dynamic import on the first upload: pages that only
 * read the catalogue never download this code.
 */
const storages = new WeakMap<FirebaseApp, FirebaseStorage>();

function storageOf(app: FirebaseApp, emulator: EmulatorHost | undefined): FirebaseStorage {
  let storage = storages.get(app);
  if (!storage) {
    storage = getStorage(app);
    if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
    storages.set(app, storage);
  }
  return storage;
}

/** Stores the file under its object key and returns the download URL to keep on the product. */
export async function uploadImage(
  app: FirebaseApp,
  emulator: EmulatorHost | undefined,
  file: Blob,
  upload: ImageUpload,
): Promise<string> {
  const objectRef = ref(storageOf(app, emulator), upload.key);
  const result = await uploadBytes(objectRef, file, upload.metadata);
  return getDownloadURL(result.ref);
}
