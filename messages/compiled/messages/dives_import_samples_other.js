/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Samples_OtherInputs */

const en_dives_import_samples_other = /** @type {(inputs: Dives_Import_Samples_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} samples with impossible values skipped.`)
};

const es_dives_import_samples_other = /** @type {(inputs: Dives_Import_Samples_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se omitieron ${i?.count} muestras con valores imposibles.`)
};

const de_dives_import_samples_other = /** @type {(inputs: Dives_Import_Samples_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Messpunkte mit unmöglichen Werten übersprungen.`)
};

const fr_dives_import_samples_other = /** @type {(inputs: Dives_Import_Samples_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} mesures aux valeurs impossibles ignorées.`)
};

const zh_hans1_dives_import_samples_other = /** @type {(inputs: Dives_Import_Samples_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已跳过 ${i?.count} 个数值不可能的采样点。`)
};

/**
* | output |
* | --- |
* | "{count} samples with impossible values skipped." |
*
* @param {Dives_Import_Samples_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_samples_other = /** @type {((inputs: Dives_Import_Samples_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Samples_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_samples_other(inputs)
	if (locale === "de") return de_dives_import_samples_other(inputs)
	if (locale === "fr") return fr_dives_import_samples_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_samples_other(inputs)
	return en_dives_import_samples_other(inputs)
});