import type { Config } from '../../env';
import { localPhotoStore, uploadsDir } from './local';
import type { PhotoStore } from './photo-store';
import { s3PhotoStore } from './s3';

export { isPhotoKey, photoKey, photoUrl, type PhotoStore } from './photo-store';
export { localPhotoStore, uploadsDir } from './local';

const stores = new WeakMap<Pick<Config, 'dataDir' | 'storage'>, PhotoStore>();

/** The configuration's photo store: its bucket when STORAGE_URL is set, else DATA_DIR/uploads. One per configuration. */
export function photoStore(config: Pick<Config, 'dataDir' | 'storage'>): PhotoStore {
  let store = stores.get(config);
  if (!store) {
    store = config.storage ? s3PhotoStore(config.storage) : localPhotoStore(uploadsDir(config.dataDir));
    stores.set(config, store);
  }
  return store;
}
