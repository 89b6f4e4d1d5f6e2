/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Deleted_TextInputs */

const en_dives_deleted_text = /** @type {(inputs: Dives_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its sightings are kept in your identifications.`)
};

const es_dives_deleted_text = /** @type {(inputs: Dives_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus avistamientos se conservan en tus identificaciones.`)
};

const de_dives_deleted_text = /** @type {(inputs: Dives_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seine Sichtungen bleiben in deinen Bestimmungen erhalten.`)
};

const fr_dives_deleted_text = /** @type {(inputs: Dives_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses observations sont conservées dans vos identifications.`)
};

const zh_hans1_dives_deleted_text = /** @type {(inputs: Dives_Deleted_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其中的目击记录保留在你的识别记录中。`)
};

/**
* | output |
* | --- |
* | "Its sightings are kept in your identifications." |
*
* @param {Dives_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_deleted_text = /** @type {((inputs?: Dives_Deleted_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Deleted_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_deleted_text(inputs)
	if (locale === "de") return de_dives_deleted_text(inputs)
	if (locale === "fr") return fr_dives_deleted_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_deleted_text(inputs)
	return en_dives_deleted_text(inputs)
});