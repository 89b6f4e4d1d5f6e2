/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waiting_Queued_TitleInputs */

const en_waiting_queued_title = /** @type {(inputs: Waiting_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved: it will be sent when you are back online`)
};

const es_waiting_queued_title = /** @type {(inputs: Waiting_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardada: se enviará cuando vuelvas a tener conexión`)
};

const de_waiting_queued_title = /** @type {(inputs: Waiting_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gespeichert: Sie wird gesendet, sobald du wieder online bist`)
};

const fr_waiting_queued_title = /** @type {(inputs: Waiting_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrée : elle partira dès que vous serez de nouveau en ligne`)
};

const zh_hans1_waiting_queued_title = /** @type {(inputs: Waiting_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存：恢复联网后将自动发送`)
};

/**
* | output |
* | --- |
* | "Saved: it will be sent when you are back online" |
*
* @param {Waiting_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_queued_title = /** @type {((inputs?: Waiting_Queued_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_Queued_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_queued_title(inputs)
	if (locale === "de") return de_waiting_queued_title(inputs)
	if (locale === "fr") return fr_waiting_queued_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_queued_title(inputs)
	return en_waiting_queued_title(inputs)
});