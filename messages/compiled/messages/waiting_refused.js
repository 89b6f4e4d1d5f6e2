/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown>, reason: NonNullable<unknown> }} Waiting_RefusedInputs */

const en_waiting_refused = /** @type {(inputs: Waiting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The identification saved on ${i?.date} could not be sent: ${i?.reason}`)
};

const es_waiting_refused = /** @type {(inputs: Waiting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La identificación guardada el ${i?.date} no se pudo enviar: ${i?.reason}`)
};

const de_waiting_refused = /** @type {(inputs: Waiting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die am ${i?.date} gespeicherte Bestimmung konnte nicht gesendet werden: ${i?.reason}`)
};

const fr_waiting_refused = /** @type {(inputs: Waiting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’identification enregistrée le ${i?.date} n’a pas pu être envoyée : ${i?.reason}`)
};

const zh_hans1_waiting_refused = /** @type {(inputs: Waiting_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存于 ${i?.date} 的识别无法发送：${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The identification saved on {date} could not be sent: {reason}" |
*
* @param {Waiting_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const waiting_refused = /** @type {((inputs: Waiting_RefusedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Waiting_RefusedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_waiting_refused(inputs)
	if (locale === "de") return de_waiting_refused(inputs)
	if (locale === "fr") return fr_waiting_refused(inputs)
	if (locale === "zh-Hans") return zh_hans1_waiting_refused(inputs)
	return en_waiting_refused(inputs)
});