/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} History_Tools_CountInputs */

const en_history_tools_count = /** @type {(inputs: History_Tools_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total}`)
};

const es_history_tools_count = /** @type {(inputs: History_Tools_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} de ${i?.total}`)
};

const de_history_tools_count = /** @type {(inputs: History_Tools_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} von ${i?.total}`)
};

const fr_history_tools_count = /** @type {(inputs: History_Tools_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} sur ${i?.total}`)
};

const zh_hans1_history_tools_count = /** @type {(inputs: History_Tools_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} / ${i?.total}`)
};

/**
* | output |
* | --- |
* | "{shown} of {total}" |
*
* @param {History_Tools_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const history_tools_count = /** @type {((inputs: History_Tools_CountInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<History_Tools_CountInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_history_tools_count(inputs)
	if (locale === "de") return de_history_tools_count(inputs)
	if (locale === "fr") return fr_history_tools_count(inputs)
	if (locale === "zh-Hans") return zh_hans1_history_tools_count(inputs)
	return en_history_tools_count(inputs)
});