/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Error_Xml_DeclarationsInputs */

const en_dives_error_xml_declarations = /** @type {(inputs: Dives_Error_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log declares a DOCTYPE or entities, which ReefID does not read`)
};

const es_dives_error_xml_declarations = /** @type {(inputs: Dives_Error_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro declara un DOCTYPE o entidades, que ReefID no lee`)
};

const de_dives_error_xml_declarations = /** @type {(inputs: Dives_Error_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Logbuch deklariert einen DOCTYPE oder Entitäten, die ReefID nicht liest`)
};

const fr_dives_error_xml_declarations = /** @type {(inputs: Dives_Error_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet déclare un DOCTYPE ou des entités, que ReefID ne lit pas`)
};

const zh_hans1_dives_error_xml_declarations = /** @type {(inputs: Dives_Error_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志声明了 DOCTYPE 或实体，ReefID 不读取这类内容`)
};

/**
* | output |
* | --- |
* | "This dive log declares a DOCTYPE or entities, which ReefID does not read" |
*
* @param {Dives_Error_Xml_DeclarationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_error_xml_declarations = /** @type {((inputs?: Dives_Error_Xml_DeclarationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Error_Xml_DeclarationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_error_xml_declarations(inputs)
	if (locale === "de") return de_dives_error_xml_declarations(inputs)
	if (locale === "fr") return fr_dives_error_xml_declarations(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_error_xml_declarations(inputs)
	return en_dives_error_xml_declarations(inputs)
});