/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, size: NonNullable<unknown> }} Identify_Sending_Several_PremiumInputs */

const en_identify_sending_several_premium = /** @type {(inputs: Identify_Sending_Several_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, ${i?.size} in all: premium keeps them in high resolution`)
};

const es_identify_sending_several_premium = /** @type {(inputs: Identify_Sending_Several_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fotos, ${i?.size} en total: Premium las guarda en alta resolución`)
};

const de_identify_sending_several_premium = /** @type {(inputs: Identify_Sending_Several_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} Fotos, insgesamt ${i?.size}: Premium bewahrt sie in hoher Auflösung auf`)
};

const fr_identify_sending_several_premium = /** @type {(inputs: Identify_Sending_Several_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} photos, ${i?.size} au total : Premium les garde en haute résolution`)
};

const zh_hans1_identify_sending_several_premium = /** @type {(inputs: Identify_Sending_Several_PremiumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 张照片，共 ${i?.size}：高级版以高分辨率保存`)
};

/**
* | output |
* | --- |
* | "{count} photos, {size} in all: premium keeps them in high resolution" |
*
* @param {Identify_Sending_Several_PremiumInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_sending_several_premium = /** @type {((inputs: Identify_Sending_Several_PremiumInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Sending_Several_PremiumInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_sending_several_premium(inputs)
	if (locale === "de") return de_identify_sending_several_premium(inputs)
	if (locale === "fr") return fr_identify_sending_several_premium(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_sending_several_premium(inputs)
	return en_identify_sending_several_premium(inputs)
});