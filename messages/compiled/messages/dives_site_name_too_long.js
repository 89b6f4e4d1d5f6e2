/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Site_Name_Too_LongInputs */

const en_dives_site_name_too_long = /** @type {(inputs: Dives_Site_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The site's name can be at most ${i?.count} characters.`)
};

const es_dives_site_name_too_long = /** @type {(inputs: Dives_Site_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El nombre del punto puede tener como máximo ${i?.count} caracteres.`)
};

const de_dives_site_name_too_long = /** @type {(inputs: Dives_Site_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Name des Tauchplatzes darf höchstens ${i?.count} Zeichen lang sein.`)
};

const fr_dives_site_name_too_long = /** @type {(inputs: Dives_Site_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nom du site peut compter au plus ${i?.count} caractères.`)
};

const zh_hans1_dives_site_name_too_long = /** @type {(inputs: Dives_Site_Name_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`潜点名称最多 ${i?.count} 个字符。`)
};

/**
* | output |
* | --- |
* | "The site's name can be at most {count} characters." |
*
* @param {Dives_Site_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_site_name_too_long = /** @type {((inputs: Dives_Site_Name_Too_LongInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Site_Name_Too_LongInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_site_name_too_long(inputs)
	if (locale === "de") return de_dives_site_name_too_long(inputs)
	if (locale === "fr") return fr_dives_site_name_too_long(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_site_name_too_long(inputs)
	return en_dives_site_name_too_long(inputs)
});