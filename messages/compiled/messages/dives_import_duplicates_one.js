/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Duplicates_OneInputs */

const en_dives_import_duplicates_one = /** @type {(inputs: Dives_Import_Duplicates_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dive was already here and not added again.`)
};

const es_dives_import_duplicates_one = /** @type {(inputs: Dives_Import_Duplicates_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inmersión ya estaba aquí y no se añadió de nuevo.`)
};

const de_dives_import_duplicates_one = /** @type {(inputs: Dives_Import_Duplicates_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgang war schon da und wurde nicht noch einmal hinzugefügt.`)
};

const fr_dives_import_duplicates_one = /** @type {(inputs: Dives_Import_Duplicates_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongée était déjà là et n’a pas été ajoutée à nouveau.`)
};

const zh_hans1_dives_import_duplicates_one = /** @type {(inputs: Dives_Import_Duplicates_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次潜水已存在，未重复添加。`)
};

/**
* | output |
* | --- |
* | "{count} dive was already here and not added again." |
*
* @param {Dives_Import_Duplicates_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_duplicates_one = /** @type {((inputs: Dives_Import_Duplicates_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Duplicates_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_duplicates_one(inputs)
	if (locale === "de") return de_dives_import_duplicates_one(inputs)
	if (locale === "fr") return fr_dives_import_duplicates_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_duplicates_one(inputs)
	return en_dives_import_duplicates_one(inputs)
});