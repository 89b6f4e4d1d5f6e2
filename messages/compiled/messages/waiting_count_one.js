/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Waiting_Count_OneInputs */

const en_waiting_count_one = /** @type {(inputs: Waiting_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identification waiting to be sent`)
};

const es_waiting_count_one = /** @type {(inputs: Waiting_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificación esperando a enviarse`)
};

const de_waiting_count_one = /** @type {(inputs: Waiting_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Bestimmung wartet auf das Senden`)
};

const fr_waiting_count_one = /** @type {(inputs: Waiting_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identification en attente d’envoi`)
};

const zh_hans1_waiting_count_one = /** @type {(inputs: Waiting_Count_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次识别等待发送`)
};

/**
* | output |
* | --- |
* | "{count} identification waiting to be sent" |
*
* @param {Waiting_Count_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_count_one = /** @type {((inputs: Waiting_Count_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_Count_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_count_one(inputs)
	if (locale === "de") return de_waiting_count_one(inputs)
	if (locale === "fr") return fr_waiting_count_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_count_one(inputs)
	return en_waiting_count_one(inputs)
});