/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Try_It_NowInputs */

const en_home_try_it_now = /** @type {(inputs: Home_Try_It_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try It Now`)
};

const es_home_try_it_now = /** @type {(inputs: Home_Try_It_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruébalo ahora`)
};

const de_home_try_it_now = /** @type {(inputs: Home_Try_It_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jetzt ausprobieren`)
};

const fr_home_try_it_now = /** @type {(inputs: Home_Try_It_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayer maintenant`)
};

const zh_hans1_home_try_it_now = /** @type {(inputs: Home_Try_It_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`马上试试`)
};

/**
* | output |
* | --- |
* | "Try It Now" |
*
* @param {Home_Try_It_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_try_it_now = /** @type {((inputs?: Home_Try_It_NowInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Try_It_NowInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_try_it_now(inputs)
	if (locale === "de") return de_home_try_it_now(inputs)
	if (locale === "fr") return fr_home_try_it_now(inputs)
	if (locale === "zh-Hans") return zh_hans1_home_try_it_now(inputs)
	return en_home_try_it_now(inputs)
});