/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Samples_OneInputs */

const en_dives_import_samples_one = /** @type {(inputs: Dives_Import_Samples_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sample with impossible values skipped.`)
};

const es_dives_import_samples_one = /** @type {(inputs: Dives_Import_Samples_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se omitió ${i?.count} muestra con valores imposibles.`)
};

const de_dives_import_samples_one = /** @type {(inputs: Dives_Import_Samples_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Messpunkt mit unmöglichen Werten übersprungen.`)
};

const fr_dives_import_samples_one = /** @type {(inputs: Dives_Import_Samples_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} mesure aux valeurs impossibles ignorée.`)
};

const zh_hans1_dives_import_samples_one = /** @type {(inputs: Dives_Import_Samples_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已跳过 ${i?.count} 个数值不可能的采样点。`)
};

/**
* | output |
* | --- |
* | "{count} sample with impossible values skipped." |
*
* @param {Dives_Import_Samples_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_samples_one = /** @type {((inputs: Dives_Import_Samples_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Samples_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_samples_one(inputs)
	if (locale === "de") return de_dives_import_samples_one(inputs)
	if (locale === "fr") return fr_dives_import_samples_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_samples_one(inputs)
	return en_dives_import_samples_one(inputs)
});