/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trips_Pick_FolderInputs */

const en_trips_pick_folder = /** @type {(inputs: Trips_Pick_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a folder`)
};

const es_trips_pick_folder = /** @type {(inputs: Trips_Pick_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir una carpeta`)
};

const de_trips_pick_folder = /** @type {(inputs: Trips_Pick_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordner wählen`)
};

const fr_trips_pick_folder = /** @type {(inputs: Trips_Pick_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un dossier`)
};

const zh_hans1_trips_pick_folder = /** @type {(inputs: Trips_Pick_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择文件夹`)
};

/**
* | output |
* | --- |
* | "Choose a folder" |
*
* @param {Trips_Pick_FolderInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trips_pick_folder = /** @type {((inputs?: Trips_Pick_FolderInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trips_Pick_FolderInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trips_pick_folder(inputs)
	if (locale === "de") return de_trips_pick_folder(inputs)
	if (locale === "fr") return fr_trips_pick_folder(inputs)
	if (locale === "zh-Hans") return zh_hans1_trips_pick_folder(inputs)
	return en_trips_pick_folder(inputs)
});