/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_AcceptedInputs */

const en_history_toast_accepted = /** @type {(inputs: History_Toast_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification is now in your logbook.`)
};

const es_history_toast_accepted = /** @type {(inputs: History_Toast_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación ya está en tu cuaderno de inmersiones.`)
};

const de_history_toast_accepted = /** @type {(inputs: History_Toast_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung steht jetzt in deinem Logbuch.`)
};

const fr_history_toast_accepted = /** @type {(inputs: History_Toast_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification est maintenant dans votre carnet.`)
};

const zh_hans1_history_toast_accepted = /** @type {(inputs: History_Toast_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此识别现已记入你的日志。`)
};

/**
* | output |
* | --- |
* | "This identification is now in your logbook." |
*
* @param {History_Toast_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_accepted = /** @type {((inputs?: History_Toast_AcceptedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_AcceptedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_accepted(inputs)
	if (locale === "de") return de_history_toast_accepted(inputs)
	if (locale === "fr") return fr_history_toast_accepted(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_accepted(inputs)
	return en_history_toast_accepted(inputs)
});