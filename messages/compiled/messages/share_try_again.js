/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Try_AgainInputs */

const en_share_try_again = /** @type {(inputs: Share_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please try again.`)
};

const es_share_try_again = /** @type {(inputs: Share_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelve a intentarlo.`)
};

const de_share_try_again = /** @type {(inputs: Share_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte versuche es noch einmal.`)
};

const fr_share_try_again = /** @type {(inputs: Share_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez réessayer.`)
};

const zh_hans1_share_try_again = /** @type {(inputs: Share_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请重试。`)
};

/**
* | output |
* | --- |
* | "Please try again." |
*
* @param {Share_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_try_again = /** @type {((inputs?: Share_Try_AgainInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Try_AgainInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_try_again(inputs)
	if (locale === "de") return de_share_try_again(inputs)
	if (locale === "fr") return fr_share_try_again(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_try_again(inputs)
	return en_share_try_again(inputs)
});