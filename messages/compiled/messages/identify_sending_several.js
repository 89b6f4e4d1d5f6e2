/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Identify_Sending_SeveralInputs */

const en_identify_sending_several = /** @type {(inputs: Identify_Sending_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, ${i?.size} in all`)
};

const es_identify_sending_several = /** @type {(inputs: Identify_Sending_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos, ${i?.size} en total`)
};

const de_identify_sending_several = /** @type {(inputs: Identify_Sending_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos, insgesamt ${i?.size}`)
};

const fr_identify_sending_several = /** @type {(inputs: Identify_Sending_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, ${i?.size} au total`)
};

const zh_hans1_identify_sending_several = /** @type {(inputs: Identify_Sending_SeveralInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片，共 ${i?.size}`)
};

/**
* | output |
* | --- |
* | "{count} photos, {size} in all" |
*
* @param {Identify_Sending_SeveralInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_several = /** @type {((inputs: Identify_Sending_SeveralInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_SeveralInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_several(inputs)
	if (locale === "de") return de_identify_sending_several(inputs)
	if (locale === "fr") return fr_identify_sending_several(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_several(inputs)
	return en_identify_sending_several(inputs)
});