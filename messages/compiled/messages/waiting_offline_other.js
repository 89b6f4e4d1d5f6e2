/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Waiting_Offline_OtherInputs */

const en_waiting_offline_other = /** @type {(inputs: Waiting_Offline_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications waiting to be sent: they go when you are back online`)
};

const es_waiting_offline_other = /** @type {(inputs: Waiting_Offline_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identificaciones esperando a enviarse: se enviarán cuando vuelvas a tener conexión`)
};

const de_waiting_offline_other = /** @type {(inputs: Waiting_Offline_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Bestimmungen warten auf das Senden: Sie gehen raus, sobald du wieder online bist`)
};

const fr_waiting_offline_other = /** @type {(inputs: Waiting_Offline_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} identifications en attente d’envoi : elles partiront dès que vous serez de nouveau en ligne`)
};

const zh_hans1_waiting_offline_other = /** @type {(inputs: Waiting_Offline_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 次识别等待发送：恢复联网后将自动发送`)
};

/**
* | output |
* | --- |
* | "{count} identifications waiting to be sent: they go when you are back online" |
*
* @param {Waiting_Offline_OtherInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_offline_other = /** @type {((inputs: Waiting_Offline_OtherInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_Offline_OtherInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_offline_other(inputs)
	if (locale === "de") return de_waiting_offline_other(inputs)
	if (locale === "fr") return fr_waiting_offline_other(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_offline_other(inputs)
	return en_waiting_offline_other(inputs)
});