/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Cancelled_TextInputs */

const en_identify_cancelled_text = /** @type {(inputs: Identify_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A cancelled identification costs nothing unless the model had already answered.`)
};

const es_identify_cancelled_text = /** @type {(inputs: Identify_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una identificación cancelada no cuesta nada, salvo que el modelo ya hubiera respondido.`)
};

const de_identify_cancelled_text = /** @type {(inputs: Identify_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine abgebrochene Bestimmung kostet nichts, außer das Modell hatte schon geantwortet.`)
};

const fr_identify_cancelled_text = /** @type {(inputs: Identify_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une identification annulée ne coûte rien, sauf si le modèle avait déjà répondu.`)
};

const zh_hans1_identify_cancelled_text = /** @type {(inputs: Identify_Cancelled_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消的识别不计次数，除非模型已经给出了回答。`)
};

/**
* | output |
* | --- |
* | "A cancelled identification costs nothing unless the model had already answered." |
*
* @param {Identify_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_cancelled_text = /** @type {((inputs?: Identify_Cancelled_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Cancelled_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_cancelled_text(inputs)
	if (locale === "de") return de_identify_cancelled_text(inputs)
	if (locale === "fr") return fr_identify_cancelled_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_cancelled_text(inputs)
	return en_identify_cancelled_text(inputs)
});