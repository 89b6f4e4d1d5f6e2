/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Drop_TitleInputs */

const en_identify_drop_title = /** @type {(inputs: Identify_Drop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drag and drop photos here, paste one, or click to choose them`)
};

const es_identify_drop_title = /** @type {(inputs: Identify_Drop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrastra y suelta fotos aquí, pega una o haz clic para elegirlas`)
};

const de_identify_drop_title = /** @type {(inputs: Identify_Drop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fotos hierher ziehen, eines einfügen oder klicken, um sie auszuwählen`)
};

const fr_identify_drop_title = /** @type {(inputs: Identify_Drop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glissez-déposez vos photos ici, collez-en une ou cliquez pour les choisir`)
};

const zh_hans1_identify_drop_title = /** @type {(inputs: Identify_Drop_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将照片拖放到此处、粘贴一张，或点击选择`)
};

/**
* | output |
* | --- |
* | "Drag and drop photos here, paste one, or click to choose them" |
*
* @param {Identify_Drop_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_drop_title = /** @type {((inputs?: Identify_Drop_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Drop_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_drop_title(inputs)
	if (locale === "de") return de_identify_drop_title(inputs)
	if (locale === "fr") return fr_identify_drop_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_drop_title(inputs)
	return en_identify_drop_title(inputs)
});