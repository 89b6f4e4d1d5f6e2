/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} History_Toast_TrashedInputs */

const en_history_toast_trashed = /** @type {(inputs: History_Toast_TrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It will be deleted in ${i?.days} days.`)
};

const es_history_toast_trashed = /** @type {(inputs: History_Toast_TrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se eliminará dentro de ${i?.days} días.`)
};

const de_history_toast_trashed = /** @type {(inputs: History_Toast_TrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie wird in ${i?.days} Tagen gelöscht.`)
};

const fr_history_toast_trashed = /** @type {(inputs: History_Toast_TrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elle sera supprimée dans ${i?.days} jours.`)
};

const zh_hans1_history_toast_trashed = /** @type {(inputs: History_Toast_TrashedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`它将在 ${i?.days} 天后删除。`)
};

/**
* | output |
* | --- |
* | "It will be deleted in {days} days." |
*
* @param {History_Toast_TrashedInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_trashed = /** @type {((inputs: History_Toast_TrashedInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_TrashedInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_trashed(inputs)
	if (locale === "de") return de_history_toast_trashed(inputs)
	if (locale === "fr") return fr_history_toast_trashed(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_trashed(inputs)
	return en_history_toast_trashed(inputs)
});