/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Dives_Xml_DeclarationsInputs */

const en_error_dives_xml_declarations = /** @type {(inputs: Error_Dives_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This dive log declares a DOCTYPE or entities, which ReefID does not read`)
};

const es_error_dives_xml_declarations = /** @type {(inputs: Error_Dives_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este registro de inmersiones declara un DOCTYPE o entidades, que ReefID no lee`)
};

const de_error_dives_xml_declarations = /** @type {(inputs: Error_Dives_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Tauchlogbuch deklariert einen DOCTYPE oder Entitäten, die ReefID nicht liest`)
};

const fr_error_dives_xml_declarations = /** @type {(inputs: Error_Dives_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce carnet de plongée déclare un DOCTYPE ou des entités, que ReefID ne lit pas`)
};

const zh_hans1_error_dives_xml_declarations = /** @type {(inputs: Error_Dives_Xml_DeclarationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此潜水日志声明了 DOCTYPE 或实体，ReefID 不读取这些内容`)
};

/**
* | output |
* | --- |
* | "This dive log declares a DOCTYPE or entities, which ReefID does not read" |
*
* @param {Error_Dives_Xml_DeclarationsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const error_dives_xml_declarations = /** @type {((inputs?: Error_Dives_Xml_DeclarationsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Dives_Xml_DeclarationsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_error_dives_xml_declarations(inputs)
	if (locale === "de") return de_error_dives_xml_declarations(inputs)
	if (locale === "fr") return fr_error_dives_xml_declarations(inputs)
	if (locale === "zh-Hans") return zh_hans1_error_dives_xml_declarations(inputs)
	return en_error_dives_xml_declarations(inputs)
});