/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Imported_OneInputs */

const en_dives_imported_one = /** @type {(inputs: Dives_Imported_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.count} dive.`)
};

const es_dives_imported_one = /** @type {(inputs: Dives_Imported_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se importó ${i?.count} inmersión.`)
};

const de_dives_imported_one = /** @type {(inputs: Dives_Imported_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgang importiert.`)
};

const fr_dives_imported_one = /** @type {(inputs: Dives_Imported_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongée importée.`)
};

const zh_hans1_dives_imported_one = /** @type {(inputs: Dives_Imported_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入 ${i?.count} 次潜水。`)
};

/**
* | output |
* | --- |
* | "Imported {count} dive." |
*
* @param {Dives_Imported_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_imported_one = /** @type {((inputs: Dives_Imported_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Imported_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_imported_one(inputs)
	if (locale === "de") return de_dives_imported_one(inputs)
	if (locale === "fr") return fr_dives_imported_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_imported_one(inputs)
	return en_dives_imported_one(inputs)
});