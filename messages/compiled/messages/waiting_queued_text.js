/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Waiting_Queued_TextInputs */

const en_waiting_queued_text = /** @type {(inputs: Waiting_Queued_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline. Your photos wait on this device, and your identification will be ready once you are back online.`)
};

const es_waiting_queued_text = /** @type {(inputs: Waiting_Queued_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión. Tus fotos esperan en este dispositivo y tu identificación estará lista cuando vuelvas a tener conexión.`)
};

const de_waiting_queued_text = /** @type {(inputs: Waiting_Queued_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du bist offline. Deine Fotos warten auf diesem Gerät, und deine Bestimmung ist fertig, sobald du wieder online bist.`)
};

const fr_waiting_queued_text = /** @type {(inputs: Waiting_Queued_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne. Vos photos attendent sur cet appareil, et votre identification sera prête dès votre retour en ligne.`)
};

const zh_hans1_waiting_queued_text = /** @type {(inputs: Waiting_Queued_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你已离线。你的照片保存在此设备上，恢复联网后即可得到识别结果。`)
};

/**
* | output |
* | --- |
* | "You are offline. Your photos wait on this device, and your identification will be ready once you are back online." |
*
* @param {Waiting_Queued_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_queued_text = /** @type {((inputs?: Waiting_Queued_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_Queued_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_queued_text(inputs)
	if (locale === "de") return de_waiting_queued_text(inputs)
	if (locale === "fr") return fr_waiting_queued_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_queued_text(inputs)
	return en_waiting_queued_text(inputs)
});