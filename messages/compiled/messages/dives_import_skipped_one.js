/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dives_Import_Skipped_OneInputs */

const en_dives_import_skipped_one = /** @type {(inputs: Dives_Import_Skipped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} dive was left out: no readable start or length, or a date or length no dive can have.`)
};

const es_dives_import_skipped_one = /** @type {(inputs: Dives_Import_Skipped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inmersión se dejó fuera: sin inicio o duración legibles, o con una fecha o duración imposibles para una inmersión.`)
};

const de_dives_import_skipped_one = /** @type {(inputs: Dives_Import_Skipped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Tauchgang wurde ausgelassen: kein lesbarer Beginn oder keine lesbare Dauer, oder ein Datum bzw. eine Dauer, die kein Tauchgang haben kann.`)
};

const fr_dives_import_skipped_one = /** @type {(inputs: Dives_Import_Skipped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} plongée a été écartée : pas de début ou de durée lisibles, ou une date ou une durée impossibles pour une plongée.`)
};

const zh_hans1_dives_import_skipped_one = /** @type {(inputs: Dives_Import_Skipped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次潜水未导入：开始时间或时长无法读取，或日期、时长不可能属于一次潜水。`)
};

/**
* | output |
* | --- |
* | "{count} dive was left out: no readable start or length, or a date or length no dive can have." |
*
* @param {Dives_Import_Skipped_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_import_skipped_one = /** @type {((inputs: Dives_Import_Skipped_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Import_Skipped_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_import_skipped_one(inputs)
	if (locale === "de") return de_dives_import_skipped_one(inputs)
	if (locale === "fr") return fr_dives_import_skipped_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_import_skipped_one(inputs)
	return en_dives_import_skipped_one(inputs)
});