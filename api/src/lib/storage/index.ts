import type { Config } from '../../env';
import { localPhotoStore, uploadsDir } from './local';
import type { PhotoStore } from './photo-store';

export { isPhotoKey, photoKey, photoUrl, type PhotoStore } from './photo-store';
export { localPhotoStore, uploadsDir } from './local';

const stores = new WeakMap<Pick<Config, 'dataDir'>, PhotoStore>();

/** The configuration's photo store: DATA_DIR/uploads. One per configuration. */
export function photoStore(config: Pick<Config, 'dataDir'>): PhotoStore {
  let store = stores.get(config);
  if (!store) {
    store = localPhotoStore(uploadsDir(config.dataDir));
    stores.set(config, store);
  }
  return store;
}
