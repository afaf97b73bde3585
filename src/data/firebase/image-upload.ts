import { FirebaseError, type FirebaseApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import type { EmulatorHost } from '@/config/build-env';
import type { ImageSlot } from '@/domain/image-key';
import { planImageUpload, planRepairPhotoUpload } from './image-file';
import { objectsOfUpload, withVariantsMark } from './image-objects';
import { cleanPhoto } from './photo-encoding';

/**
 * Cloud Storage, loaded by the adapter with a dynamic import on the first upload or image deletion (a product's
 * image or a repair job's photo): pages that only read the catalogue never download this code.
 */
const storages = new WeakMap<FirebaseApp, FirebaseStorage>();

/**
 * The resized copies are stored under keys derived from the photo's key, and their URLs carry no token
 * (image-variants.ts), so a photo uploaded again under the same key is served at the same copy URLs: the
 * browser asks again each time (a 304 when nothing changed) rather than keep an old copy for a year.
 */
const VARIANT_CACHE_CONTROL = 'public, no-cache';

function storageOf(app: FirebaseApp, emulator: EmulatorHost | undefined): FirebaseStorage {
  let storage = storages.get(app);
  if (!storage) {
    storage = getStorage(app);
    if (emulator) connectStorageEmulator(storage, emulator.host, emulator.port);
    storages.set(app, storage);
  }
  return storage;
}

/**
 * Stores the photo without its metadata and upright (photo-encoding.ts), with its resized WebP copies, and
 * returns the URL to keep on the product. The copies go first and the photo last: a photo in Storage has its
 * copies. When any part fails, whatever was written is deleted again and the failure goes to the form.
 */
export async function uploadImage(
  app: FirebaseApp,
  emulator: EmulatorHost | undefined,
  original: File,
  owner: string,
  slot: ImageSlot,
): Promise<string> {
  const photo = await cleanPhoto(original);
  const upload = planImageUpload(photo.file, owner, slot);
  const [, ...copies] = objectsOfUpload(upload.key, upload.metadata.contentType);
  const storage = storageOf(app, emulator);
  try {
    for (const copy of copies) {
      const blob = photo.variants.find((variant) => variant.width === copy.width)!.blob;
      await uploadBytes(ref(storage, copy.key), blob, {
        contentType: blob.type || copy.contentType,
        cacheControl: VARIANT_CACHE_CONTROL,
      });
    }
    const result = await uploadBytes(ref(storage, upload.key), photo.file, upload.metadata);
    return withVariantsMark(await getDownloadURL(result.ref));
  } catch (error) {
    await deleteImages(app, emulator, [upload.key, ...copies.map((copy) => copy.key)]);
    throw error;
  }
}

/**
 * Stores a repair photo as a product picture is stored (the same clean-up: upright, no metadata) under repairs/,
 * without resized copies, and returns its download URL. Only the admin may read it (storage.rules); the URL's token
 * opens it to whoever holds the URL, and only the admin's job document holds it.
 */
export async function uploadRepairPhoto(
  app: FirebaseApp,
  emulator: EmulatorHost | undefined,
  original: File,
  owner: string,
  index: number,
): Promise<string> {
  const photo = await cleanPhoto(original, { copies: false });
  const upload = planRepairPhotoUpload(photo.file, owner, index);
  try {
    const result = await uploadBytes(ref(storageOf(app, emulator), upload.key), photo.file, upload.metadata);
    return await getDownloadURL(result.ref);
  } catch (error) {
    await deleteImages(app, emulator, [upload.key]);
    throw error;
  }
}

/**
 * Deletes objects that no product or job names any more (image-objects.ts, objectsToDelete and
 * repairPhotosToDelete). Never throws: the change
 * that freed them is saved already, so a failure is logged and the object stays, as an orphan in the bucket. An
 * object that is already gone is fine.
 */
export async function deleteImages(app: FirebaseApp, emulator: EmulatorHost | undefined, keys: string[]): Promise<void> {
  const storage = storageOf(app, emulator);
  await Promise.all(
    keys.map(async (key) => {
      try {
        await deleteObject(ref(storage, key));
      } catch (error) {
        if (error instanceof FirebaseError && error.code === 'storage/object-not-found') return;
        console.warn('An image was not deleted from Storage', key, error);
      }
    }),
  );
}
