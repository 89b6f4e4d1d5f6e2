/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} History_Toast_Cover_TitleInputs */

const en_history_toast_cover_title = /** @type {(inputs: History_Toast_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover changed`)
};

const es_history_toast_cover_title = /** @type {(inputs: History_Toast_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portada cambiada`)
};

const de_history_toast_cover_title = /** @type {(inputs: History_Toast_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titelbild geändert`)
};

const fr_history_toast_cover_title = /** @type {(inputs: History_Toast_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture modifiée`)
};

const zh_hans1_history_toast_cover_title = /** @type {(inputs: History_Toast_Cover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面已更换`)
};

/**
* | output |
* | --- |
* | "Cover changed" |
*
* @param {History_Toast_Cover_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_toast_cover_title = /** @type {((inputs?: History_Toast_Cover_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Toast_Cover_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_toast_cover_title(inputs)
	if (locale === "de") return de_history_toast_cover_title(inputs)
	if (locale === "fr") return fr_history_toast_cover_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_toast_cover_title(inputs)
	return en_history_toast_cover_title(inputs)
});