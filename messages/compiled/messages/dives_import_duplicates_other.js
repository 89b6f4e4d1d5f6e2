/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Duplicates_OtherInputs */

const en_dives_import_duplicates_other = /** @type {(inputs: Dives_Import_Duplicates_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dives were already here and not added again.`)
};

const es_dives_import_duplicates_other = /** @type {(inputs: Dives_Import_Duplicates_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inmersiones ya estaban aquí y no se añadieron de nuevo.`)
};

const de_dives_import_duplicates_other = /** @type {(inputs: Dives_Import_Duplicates_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgänge waren schon da und wurden nicht noch einmal hinzugefügt.`)
};

const fr_dives_import_duplicates_other = /** @type {(inputs: Dives_Import_Duplicates_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongées étaient déjà là et n’ont pas été ajoutées à nouveau.`)
};

const zh_hans1_dives_import_duplicates_other = /** @type {(inputs: Dives_Import_Duplicates_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次潜水已存在，未重复添加。`)
};

/**
* | output |
* | --- |
* | "{count} dives were already here and not added again." |
*
* @param {Dives_Import_Duplicates_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_duplicates_other = /** @type {((inputs: Dives_Import_Duplicates_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Duplicates_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_duplicates_other(inputs)
	if (locale === "de") return de_dives_import_duplicates_other(inputs)
	if (locale === "fr") return fr_dives_import_duplicates_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_duplicates_other(inputs)
	return en_dives_import_duplicates_other(inputs)
});