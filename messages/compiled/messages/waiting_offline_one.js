/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Waiting_Offline_OneInputs */

const en_waiting_offline_one = /** @type {(inputs: Waiting_Offline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identification waiting to be sent: it goes when you are back online`)
};

const es_waiting_offline_one = /** @type {(inputs: Waiting_Offline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificación esperando a enviarse: se enviará cuando vuelvas a tener conexión`)
};

const de_waiting_offline_one = /** @type {(inputs: Waiting_Offline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Bestimmung wartet auf das Senden: Sie geht raus, sobald du wieder online bist`)
};

const fr_waiting_offline_one = /** @type {(inputs: Waiting_Offline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identification en attente d’envoi : elle partira dès que vous serez de nouveau en ligne`)
};

const zh_hans1_waiting_offline_one = /** @type {(inputs: Waiting_Offline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次识别等待发送：恢复联网后将自动发送`)
};

/**
* | output |
* | --- |
* | "{count} identification waiting to be sent: it goes when you are back online" |
*
* @param {Waiting_Offline_OneInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_offline_one = /** @type {((inputs: Waiting_Offline_OneInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_Offline_OneInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_offline_one(inputs)
	if (locale === "de") return de_waiting_offline_one(inputs)
	if (locale === "fr") return fr_waiting_offline_one(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_offline_one(inputs)
	return en_waiting_offline_one(inputs)
});