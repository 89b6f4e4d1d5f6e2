/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Imported_OtherInputs */

const en_dives_imported_other = /** @type {(inputs: Dives_Imported_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.count} dives.`)
};

const es_dives_imported_other = /** @type {(inputs: Dives_Imported_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se importaron ${i?.count} inmersiones.`)
};

const de_dives_imported_other = /** @type {(inputs: Dives_Imported_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgänge importiert.`)
};

const fr_dives_imported_other = /** @type {(inputs: Dives_Imported_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongées importées.`)
};

const zh_hans1_dives_imported_other = /** @type {(inputs: Dives_Imported_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入 ${i?.count} 次潜水。`)
};

/**
* | output |
* | --- |
* | "Imported {count} dives." |
*
* @param {Dives_Imported_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_imported_other = /** @type {((inputs: Dives_Imported_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Imported_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_imported_other(inputs)
	if (locale === "de") return de_dives_imported_other(inputs)
	if (locale === "fr") return fr_dives_imported_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_imported_other(inputs)
	return en_dives_imported_other(inputs)
});